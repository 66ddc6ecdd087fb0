/**
 * The question clock (mm:ss.SSS): the time left of a limited question, or the time elapsed
 * without a limit. It calls `onExpire` once when the time is up and plays the countdown sound
 * (the site's own file, else the one shipped with the console) when five seconds are left; a
 * stopped question silences it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import countdownSound from '../../../assets/class/countdown.wav';
import { clockAt, formatClock, soundDue } from './countdown';
import { useScreen } from './useScreenSettings';

interface Props {
  /** Local start time in ms; null when no question runs. */
  startedAt: number | null;
  /** The stop time of a stopped question, on the same clock as `startedAt`: the clock shows it. */
  stoppedAt: number | null;
  limitSeconds: number;
  running: boolean;
  sound: boolean;
  onExpire: () => void;
}

export function Countdown({ startedAt, stoppedAt, limitSeconds, running, sound, onExpire }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const played = useRef(false);
  const soundSrc = useScreen().audio || countdownSound;

  useEffect(() => {
    expired.current = false;
    played.current = false;
    if (!running || startedAt === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 47);
    return () => window.clearInterval(timer);
  }, [running, startedAt]);

  const clock = startedAt === null ? null : clockAt(startedAt, limitSeconds, stoppedAt ?? now);

  useEffect(() => {
    if (!running || !clock) return;
    if (sound && audio.current && !played.current && soundDue(limitSeconds, clock.ms)) {
      played.current = true;
      audio.current.currentTime = 0;
      // A browser that blocks audio before any click just stays silent.
      void audio.current.play().catch(() => undefined);
    }
    if (clock.expired && !expired.current) {
      expired.current = true;
      onExpire();
    }
  });

  useEffect(() => {
    if (!running || !sound) audio.current?.pause();
  }, [running, sound]);

  const text = clock ? formatClock(clock.ms) : formatClock(limitSeconds * 1000);
  const low = clock?.counting === 'down' && clock.ms <= 5000;
  return (
    <>
      <div
        className={`class-main-clock${low ? ' is-low' : ''}`}
        data-testid="question-clock"
        role="timer"
        aria-label={t('TIME_LIMIT')}
      >
        {text}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: ticks and a tone, nothing to caption */}
      <audio ref={audio} src={soundSrc} preload="auto" hidden data-testid="countdown-audio" />
    </>
  );
}
