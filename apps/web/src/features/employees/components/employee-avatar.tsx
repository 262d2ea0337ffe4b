import Avatar from '@mui/material/Avatar';

const AVATAR_COLORS = ['#283593', '#00796b', '#6a1b9a', '#c62828', '#ef6c00', '#2e7d32', '#1565c0'];

/** A stable colour per name, so a person keeps their colour from screen to screen. */
function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/** The avatar with the first letter of the employee's name. */
export function EmployeeAvatar({ name, size = 36 }: { name: string; size?: number }) {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        bgcolor: colorFor(name.trim()),
        fontWeight: 600,
      }}
    >
      {letter}
    </Avatar>
  );
}
