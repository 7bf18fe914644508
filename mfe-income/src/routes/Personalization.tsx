import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Personalization as PersonalizationPages } from '../components/Personalization';

export default function Personalization(shell: RemoteAppProps) {
  return <PersonalizationPages shell={shell} />;
}
