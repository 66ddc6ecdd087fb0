/** The class list's decorative footer images (spec section 2); school mode shows one more. */
import desks from '../../../assets/class/footer-desks.svg';
import school from '../../../assets/class/footer-school.svg';
import type { Mode } from '../../../auth/mode';

export function ClassFooter({ mode }: { mode: Mode }) {
  return (
    <div
      data-testid="class-footer"
      aria-hidden="true"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-end', gap: 32, marginTop: 32 }}
    >
      <img src={desks} alt="" width={240} height={80} data-testid="class-footer-image" />
      {mode === 'school' && (
        <img src={school} alt="" width={120} height={80} data-testid="class-footer-image" />
      )}
    </div>
  );
}
