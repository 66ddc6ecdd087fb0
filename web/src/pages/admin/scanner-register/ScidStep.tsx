/**
 * Step 1: the scanner id, typed or read from a QR code (camera or image file). A camera that is
 * missing or refused says so; the typed field always stays usable.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeImageFile, decodeVideoFrame, openCamera } from './qrReader';

function QrCamera({ onCode, onNoCamera }: { onCode: (code: string) => void; onNoCamera: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, so a re-render does not restart the camera.
  const handlers = useRef({ onCode, onNoCamera });
  handlers.current = { onCode, onNoCamera };
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void openCamera().then(async (opened) => {
      if (stopped) for (const track of opened?.getTracks() ?? []) track.stop();
      if (stopped) return;
      if (!opened || !video.current) return handlers.current.onNoCamera();
      stream = opened;
      video.current.srcObject = opened;
      await video.current.play().catch(() => undefined);
      timer = setInterval(() => {
        if (!video.current) return;
        void decodeVideoFrame(video.current).then((code) => code && handlers.current.onCode(code));
      }, 300);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);
  return <video ref={video} muted playsInline style={{ maxWidth: 320 }} data-testid="sr-qr-video" />;
}

export function ScidStep(props: { busy: boolean; error: string | null; onCheck: (scid: string) => void }) {
  const { t } = useTranslation();
  const [scid, setScid] = useState('');
  const [camera, setCamera] = useState(false);
  const [note, setNote] = useState<string>();
  const file = useRef<HTMLInputElement>(null);

  const found = (code: string) => {
    setCamera(false);
    setNote(undefined);
    setScid(code);
  };
  const noCamera = () => {
    setCamera(false);
    setNote('SR_NO_CAMERA');
  };
  const readFile = async (picked: File | undefined) => {
    if (!picked) return;
    const code = await decodeImageFile(picked).catch(() => null);
    if (code) found(code);
    else setNote('SR_QR_NOT_FOUND');
  };

  return (
    <SpaceBetween size="m">
      <FormField
        label={t('SCID')}
        description={t('SR_SCID_HINT')}
        errorText={props.error ? t(props.error) : undefined}
      >
        <Input
          value={scid}
          onChange={({ detail }) => setScid(detail.value)}
          onKeyDown={({ detail }) => detail.key === 'Enter' && props.onCheck(scid)}
          nativeInputAttributes={{ 'data-testid': 'sr-scid' }}
        />
      </FormField>
      <SpaceBetween direction="horizontal" size="xs">
        <Button onClick={() => setCamera(!camera)}>{t(camera ? 'SR_QR_STOP' : 'SR_SCAN_QR')}</Button>
        <Button onClick={() => file.current?.click()}>{t('SR_QR_FILE')}</Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          data-testid="sr-qr-file"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <Button
          variant="primary"
          loading={props.busy}
          onClick={() => props.onCheck(scid)}
          nativeButtonAttributes={{ 'data-testid': 'sr-check' }}
        >
          {t('SR_CHECK')}
        </Button>
      </SpaceBetween>
      {camera && <QrCamera onCode={found} onNoCamera={noCamera} />}
      {note && <Alert type="warning">{t(note)}</Alert>}
    </SpaceBetween>
  );
}
