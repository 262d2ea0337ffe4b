import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tailor/shared/constants';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES } from '../lib/i18n';

/** The translate button of the app bar and the auth screens; names each language in its own script. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  const label = t('public:chooseLanguage');

  const choose = (lng: Language) => {
    setAnchor(null);
    if (lng !== active) void changeLanguage(lng);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color={color}
          aria-label={label}
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} lang={lng} selected={lng === active} onClick={() => choose(lng)}>
            <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
