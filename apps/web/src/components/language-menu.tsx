import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The menu (MUI's Menu, Popover and Modal) loads when first opened: the sign-in page shows only
// the button.
const loadList = () => import('./language-menu-list');
const LanguageMenuList = lazy(() =>
  loadList().then((module) => ({ default: module.LanguageMenuList })),
);

/** The translate button of the app bar and the auth screens; names each language in its own script. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = t('public:chooseLanguage');

  return (
    <>
      <IconButton
        color={color}
        aria-label={label}
        title={label}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        // A pointer on its way (or a focused button) starts the menu's load before the click.
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
