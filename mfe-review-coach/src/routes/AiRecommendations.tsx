// /ai-recommendations (spec 3 §2): the Tax Coach card. The interview itself comes with the coach issue.
import styled from 'styled-components';
import type { RemoteAppProps } from '@taxapp/contracts/shell';

const Card = styled.section`
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  padding: 20px;
`;

export default function AiRecommendations(shell: RemoteAppProps) {
  if (shell.formStatus === 'ready' && !shell.form) {
    return <p>Complete your tax information to start chatting with your Tax Coach.</p>;
  }
  return (
    <Card aria-labelledby="tax-coach-title">
      <h1 id="tax-coach-title">Tax Coach</h1>
      <p>Before providing personalized recommendations, I'd like to ask you a few questions based on your tax situation.</p>
    </Card>
  );
}
