import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tagCodeFromScan } from '@tailor/shared/garments-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderNumber } from '../../../../lib/order-number';
import { useTemplateNames } from '../../../../lib/template-labels';
import { useGarment } from '../../api/get-garment';
import { GarmentStepAction } from './garment-step-action';

/** Reads the QR codes in view of a video: the browser's own detector, else jsQR on a frame. */
type QrReader = (video: HTMLVideoElement) => Promise<string[]>;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => NativeDetector;

/**
 * The browser's BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+), else jsQR,
 * loaded only now: the scanner's own chunk stays small, and no page but this one carries a reader.
 */
async function qrReader(): Promise<QrReader> {
  const Detector = (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  const formats = await (
    Detector as unknown as { getSupportedFormats?: () => Promise<string[]> } | undefined
  )
    ?.getSupportedFormats?.()
    .catch((): string[] => []);
  if (Detector && formats?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return [];
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
    return found ? [found.data] : [];
  };
}

const SCAN_EVERY_MS = 250;
/** A tag held in view is one scan, not one every frame. */
const SAME_TAG_AGAIN_MS = 4_000;

type CameraState = 'starting' | 'on' | 'failed';

/** The camera's frames read for QR codes; each garment tag seen calls onTag once in a while. */
function useQrCamera(onTag: (tag: string) => void, onOther: () => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const callbacks = useRef({ onTag, onOther });
  useEffect(() => {
    callbacks.current = { onTag, onOther };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const last = { text: '', at: 0 };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        const [media, read] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
          qrReader(),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setState('on');
        const tick = async () => {
          if (stopped || !video.current) return;
          const texts = await read(video.current).catch(() => []);
          const now = Date.now();
          for (const text of texts) {
            if (text === last.text && now - last.at < SAME_TAG_AGAIN_MS) continue;
            last.text = text;
            last.at = now;
            const tag = tagCodeFromScan(text);
            if (tag) callbacks.current.onTag(tag);
            else callbacks.current.onOther();
          }
          timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return { video, state };
}

/** The garment just scanned, with its next step a tap away, while the camera goes on. */
function ScannedGarment({ tag }: { tag: string }) {
  const { t } = useTranslation('garments');
  const names = useTemplateNames();
  const orderNumber = useOrderNumber();
  const garment = useGarment(tag);
  if (garment.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        <Typography variant="body2">{t('scan.loading', { tag })}</Typography>
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  if (!garment.data) return <Alert severity="warning">{t('page.notFound')}</Alert>;
  const data = garment.data;
  return (
    <Card variant="outlined" data-testid="scanned-garment">
      <CardContent>
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="h6" component="p">
              {names.garment(data.name)} · {data.tag_code}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('scan.order', {
                number: orderNumber(data.order_number),
                name: data.customer_first_name,
              })}
              {data.stage ? ` · ${t('page.current', { stage: t(`stages.${data.stage}`) })}` : ''}
            </Typography>
          </Box>
          <GarmentStepAction key={data.tag_code} garment={data} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The scanner: the camera stays open while garment after garment is scanned; each tag read shows
 * its garment with a tap to mark its next step done. Where the camera cannot open, a tag typed by
 * hand does the same.
 */
export function GarmentScanner({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('garments');
  const [tag, setTag] = useState<string | null>(null);
  const [other, setOther] = useState(false);
  const [typed, setTyped] = useState('');
  const { video, state } = useQrCamera(
    (found) => {
      setOther(false);
      setTag(found);
    },
    () => setOther(true),
  );
  const typedTag = tagCodeFromScan(typed);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="scan-title">
      <DialogTitle id="scan-title">{t('scan.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {state === 'failed' ? t('scan.noCamera') : t('scan.hint')}
          </Typography>
          {state !== 'failed' && (
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              aria-label={state === 'starting' ? t('scan.starting') : t('scan.title')}
              sx={{ width: '100%', maxHeight: 320, bgcolor: 'black', borderRadius: 2 }}
            />
          )}
          {other && <Alert severity="info">{t('scan.notATag')}</Alert>}
          {tag && <ScannedGarment key={tag} tag={tag} />}
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              if (typedTag) setTag(typedTag);
            }}
          >
            <TextField
              size="small"
              label={t('scan.typeTag')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, autoCapitalize: 'characters' } }}
              error={typed.trim().length >= 6 && !typedTag}
              helperText={typed.trim().length >= 6 && !typedTag ? t('rules.tagInvalid') : ' '}
            />
            <Button type="submit" variant="outlined" disabled={!typedTag}>
              {t('scan.open')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('scan.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
