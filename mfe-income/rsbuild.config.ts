// The income remote: its own build, its own port, its own mf-manifest.json (ARCHITECTURE).
// Everything but its name, port and title is the remotes' one configuration in @taxapp/ui/rsbuild.
import { portOf } from '@taxapp/contracts/ports';
import { createRemoteConfig } from '@taxapp/ui/rsbuild';

export default createRemoteConfig({ name: 'income', port: portOf('income'), title: 'Tax return: income (remote)' });
