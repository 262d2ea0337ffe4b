import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tailor/shared/constants';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES } from '../lib/i18n';

/** The language menu's list, opened from LanguageMenu's button. */
export function LanguageMenuList({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { i18n } = useTranslation('common');
  const active = i18n.resolvedLanguage ?? currentLanguage();

  const choose = (lng: Language) => {
    onClose();
    if (lng !== active) void changeLanguage(lng);
  };

  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} lang={lng} selected={lng === active} onClick={() => choose(lng)}>
          <ListItemText>{LANGUAGE_NAMES[lng]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
