/** A new recovery key for the user's data key (the old words stop working); the words to show once. */
export async function makeNewRecoveryKey(currentPassword: string): Promise<string[]> {
  const { keyApi, newRecoveryKey } = await import('@taxapp/ui/crypto');
  return newRecoveryKey(currentPassword, keyApi);
}
