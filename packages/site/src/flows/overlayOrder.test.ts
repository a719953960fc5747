import { describe, expect, it } from 'vitest';
import { planOverlays } from './overlayOrder';

const nothingOpen = { consentPending: false, popupOpen: false, drawerOpen: false, popoverOpen: false };

describe('planOverlays', () => {
  it('shows the help tip when nothing else is over the page', () => {
    expect(planOverlays(nothingOpen)).toEqual({ banner: false, helpTip: true });
  });

  it('keeps the help tip back until the cookie banner is answered', () => {
    expect(planOverlays({ ...nothingOpen, consentPending: true })).toEqual({ banner: true, helpTip: false });
  });

  it.each(['popupOpen', 'drawerOpen'] as const)(
    'holds the banner and the tip while a modal is open (%s)',
    (modal) => {
      expect(planOverlays({ ...nothingOpen, consentPending: true, [modal]: true })).toEqual({
        banner: false,
        helpTip: false,
      });
      expect(planOverlays({ ...nothingOpen, [modal]: true })).toEqual({ banner: false, helpTip: false });
    },
  );

  it("holds the banner while a popover is open (a select's list), and shows it once it closes", () => {
    expect(planOverlays({ ...nothingOpen, consentPending: true, popoverOpen: true })).toEqual({
      banner: false,
      helpTip: false,
    });
    expect(planOverlays({ ...nothingOpen, consentPending: true })).toEqual({ banner: true, helpTip: false });
  });
});
