import { describe, expect, it } from 'vitest';
import { planOverlays } from './overlayOrder';

const nothingOpen = { consentPending: false, popupOpen: false, drawerOpen: false, popoverOpen: false };

describe('planOverlays', () => {
  it('shows the help tip when nothing else is over the page', () => {
    expect(planOverlays(nothingOpen)).toEqual({ popup: true, banner: false, helpTip: true });
  });

  it('keeps the help tip back until the cookie banner is answered', () => {
    expect(planOverlays({ ...nothingOpen, consentPending: true })).toEqual({
      popup: true,
      banner: true,
      helpTip: false,
    });
  });

  it.each(['popupOpen', 'drawerOpen'] as const)(
    'holds the banner and the tip while a modal is open (%s)',
    (modal) => {
      expect(planOverlays({ ...nothingOpen, consentPending: true, [modal]: true })).toMatchObject({
        banner: false,
        helpTip: false,
      });
      expect(planOverlays({ ...nothingOpen, [modal]: true })).toMatchObject({
        banner: false,
        helpTip: false,
      });
    },
  );

  it("holds the banner while a popover is open (a select's list), and shows it once it closes", () => {
    expect(planOverlays({ ...nothingOpen, consentPending: true, popoverOpen: true })).toMatchObject({
      banner: false,
      helpTip: false,
    });
    expect(planOverlays({ ...nothingOpen, consentPending: true })).toEqual({
      popup: true,
      banner: true,
      helpTip: false,
    });
  });

  it('holds the promo popup while something the visitor opened is open (a list, a menu, the drawer), and lets it open once closed', () => {
    expect(planOverlays({ ...nothingOpen, popoverOpen: true }).popup).toBe(false);
    expect(planOverlays({ ...nothingOpen, drawerOpen: true }).popup).toBe(false);
    expect(planOverlays({ ...nothingOpen, consentPending: true }).popup).toBe(true);
  });
});
