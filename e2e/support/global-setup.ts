import { mkdirSync, rmSync } from 'node:fs';
import { e2eDir } from '../../playwright.config';

/** Every browser run starts on an empty data folder and an empty SMS outbox. */
export default function globalSetup() {
  rmSync(e2eDir, { recursive: true, force: true });
  mkdirSync(e2eDir, { recursive: true });
}
