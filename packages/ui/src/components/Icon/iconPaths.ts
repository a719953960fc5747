/**
 * The icon set: path data on a 24 × 24 grid, drawn as 2 px round-capped strokes in the current
 * text colour. A dot is a zero-length segment (`h.01`) that the round cap turns into a circle.
 */
export const iconPaths = {
  check: 'M20 6 9 17l-5-5',
  'arrow-left': 'M19 12H5M12 19l-7-7 7-7',
  'arrow-right': 'M5 12h14M12 5l7 7-7 7',
  'chevron-down': 'm6 9 6 6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M18 6 6 18M6 6l12 12',
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14ZM20 20l-4-4',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9Z',
  'map-pin':
    'M12 21.5s-7-6-7-11.5a7 7 0 0 1 14 0c0 5.5-7 11.5-7 11.5ZM12 7.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM12 7v5l3.5 2',
  briefcase:
    'M4 7.5h16a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1ZM8.5 7.5V5a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v2.5M3 13h18',
  calendar: 'M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM4 10h16M8 3v4M16 3v4',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM3.5 6.5l8.5 6.5 8.5-6.5',
  phone:
    'M6 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4 5.5a2 2 0 0 1 2-2Z',
  chat: 'M12 3.5a8.5 8.5 0 1 1-4.1 15.95L3.5 20.5l1.05-4.4A8.5 8.5 0 0 1 12 3.5ZM8.5 12h.01M12 12h.01M15.5 12h.01',
  whatsapp:
    'M12 3.5a8.5 8.5 0 1 1-4.1 15.95L3.5 20.5l1.05-4.4A8.5 8.5 0 0 1 12 3.5ZM9.5 8.5c-.5 0-1 .5-1 1.2 0 2.8 2.8 5.8 5.9 5.8.7 0 1.1-.5 1.1-1l-1.6-.9-1 .9a4.6 4.6 0 0 1-2.4-2.4l.9-1-.9-1.6Z',
  copy: 'M10 9h9a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1ZM5 15H4.5a.5.5 0 0 1-.5-.5V5a1 1 0 0 1 1-1h9.5a.5.5 0 0 1 .5.5V5',
  upload: 'M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  file: 'M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7ZM14 3v4h4M9 13h6M9 17h6',
  info: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM12 11v5.5M12 7.75h.01',
  warning: 'M12 3.5 2.5 20h19ZM12 10v4.5M12 17.25h.01',
  success: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM8 12.5l2.75 2.75L16 10',
  error: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM15 9l-6 6M9 9l6 6',
  linkedin:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM8 10.5V17M8 7.25h.01M12 17v-6.5M12 13.5a2.75 2.75 0 0 1 5.5 0V17',
  twitter: 'M4 4h4.5L20 20h-4.5ZM19.5 4l-6.25 6.75M4.5 20l6.25-6.75',
  github:
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM10 20.75V16.5c-2-.5-3-1.75-3-3.75V10l.75-3 2.25 1.5h4L16.25 7 17 10v2.75c0 2-1 3.25-3 3.75v4.25',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3ZM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM17.25 6.75h.01',
} as const;

export type IconName = keyof typeof iconPaths;

/** Every icon name, for pickers and the gallery story. */
export const iconNames = Object.keys(iconPaths) as IconName[];
