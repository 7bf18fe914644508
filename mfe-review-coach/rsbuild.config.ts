// The review and Tax Coach remote: its own build, its own port, its own mf-manifest.json (ARCHITECTURE).
// Everything but its name, port and title is the remotes' one configuration in @taxapp/ui/rsbuild.
import { portOf } from '@taxapp/contracts/ports';
import { createRemoteConfig } from '@taxapp/ui/rsbuild';

export default createRemoteConfig({ name: 'reviewCoach', port: portOf('reviewCoach'), title: 'Tax return: review and Tax Coach (remote)' });
