import { describe, expect, it } from 'vitest';
import { missingFiles, staticImportPath } from '../test/static-imports';

// The signed-in frame around every staff page (SIGNED_IN_FRAME in apps/web/vite.config.ts) travels
// in one chunk with every module it imports statically, and every staff page loads that chunk
// first. zod and the shared schemas stay out of it: the forms and the screens that check an answer
// with a schema import them, and the frame's own calls load theirs beside the answer (ResponseSchema
// in lib/api-client.ts). One static import of a module that imports zod would bring zod, and with
// it every schema module the pages share, back into the frame's chunk. This check reads the source.

const FRAME = [
  'app/require-auth.tsx',
  'components/app-layout.tsx',
  'features/notifications/components/notification-bell.tsx',
  'features/push/components/push-registration.tsx',
];

const pathTo = (wanted: (specifier: string) => boolean) => staticImportPath(FRAME, wanted);

describe('the signed-in frame', () => {
  it('imports no zod, directly or through the shared modules', () => {
    expect(missingFiles(FRAME)).toEqual([]);
    expect(pathTo((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))).toBeNull();
  });

  it('leaves out the navigation drawer, which a phone loads when its menu is first opened', () => {
    expect(pathTo((specifier) => specifier === '@mui/material/Drawer')).toBeNull();
    expect(pathTo((specifier) => specifier.endsWith('/nav-drawer-content'))).toBeNull();
  });
});
