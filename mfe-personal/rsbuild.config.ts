// The personal-information remote: its own build, its own port, its own mf-manifest.json (ARCHITECTURE).
// Everything but its name, port and title is the remotes' one configuration in @taxapp/ui/rsbuild.
import { portOf } from '@taxapp/contracts/ports';
import { createRemoteConfig } from '@taxapp/ui/rsbuild';

export default createRemoteConfig({ name: 'personal', port: portOf('personal'), title: 'Tax return: personal information (remote)' });
