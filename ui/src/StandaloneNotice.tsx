export function StandaloneNotice({ part }: { part: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Tax return: {part}</h1>
      <p>This part of the tax return opens inside the app. Open the app's address (the gateway, port 3000 by default).</p>
    </main>
  );
}
