import { describe, expect, it } from 'vitest';
import { SERVER_DATA_ID, serverDataScript } from './serverData';

describe('serverDataScript', () => {
  it('writes the data as JSON that no text in it can end early, and reads back the same', () => {
    const data = { title: '</script><script>alert(1)</script>', note: '<!-- & -->' };
    const script = serverDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(data);
    expect(script.startsWith(`<script type="application/json" id="${SERVER_DATA_ID}">`)).toBe(true);
  });
});
