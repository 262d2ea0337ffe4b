import Typography from '@mui/material/Typography';

/** A card's or list's title and the grey line under it, each shown when given. */
export function CardHeading({
  id,
  title,
  subtitle,
}: {
  id?: string;
  title?: string;
  subtitle?: string;
}) {
  return (
    <>
      {title && (
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
      )}
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </>
  );
}
