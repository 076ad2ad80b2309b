/**
 * A playback position as the player shows it: minutes and two-digit seconds ('0:07', '12:30'),
 * hours only when there are any ('1:02:03'). Anything that is not a finite, non-negative number
 * of seconds (a duration the browser does not know yet is NaN or Infinity) reads '0:00'.
 */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
