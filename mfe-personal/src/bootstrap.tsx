// Opened on its own, this remote only says where it belongs: its screens run inside the shell.
import { createRoot } from 'react-dom/client';
import { StandaloneNotice } from '@taxapp/ui';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneNotice part="personal information" />);
