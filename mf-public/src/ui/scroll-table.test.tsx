import { act, screen } from '@testing-library/react';
import { renderRoute } from '../test-utils';
import { overflowOf, ScrollTable } from './scroll-table';

function Table() {
  return (
    <ScrollTable label="Scorers">
      <table>
        <caption>Scorers</caption>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** jsdom lays nothing out: give the box the sizes a browser would measure. */
function sized(box: HTMLElement, scrollWidth: number, clientWidth: number, scrollLeft = 0) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
  box.scrollLeft = scrollLeft;
}

test('which edges hide columns', () => {
  expect(overflowOf({ scrollLeft: 0, scrollWidth: 970, clientWidth: 358 })).toEqual({ start: false, end: true });
  expect(overflowOf({ scrollLeft: 612, scrollWidth: 970, clientWidth: 358 })).toEqual({ start: true, end: false });
  expect(overflowOf({ scrollLeft: 100, scrollWidth: 970, clientWidth: 358 })).toEqual({ start: true, end: true });
  expect(overflowOf({ scrollLeft: 0, scrollWidth: 358.5, clientWidth: 358 })).toEqual({ start: false, end: false });
});

test('the box is a named region reachable by keyboard, and says when it scrolls', () => {
  renderRoute('/en/x', '/x', <Table />);
  const box = screen.getByRole('region', { name: 'Scorers' });
  expect(box).toHaveAttribute('tabindex', '0');
  expect(box).toContainElement(screen.getByRole('table', { name: 'Scorers' }));
  const frame = box.closest('.pub-scroll')!;
  // jsdom measured 0 × 0 at mount: the table fits.
  expect(frame).toHaveClass('pub-scroll--fits');
  sized(box, 970, 358);
  act(() => {
    box.dispatchEvent(new Event('scroll'));
  });
  expect(frame).toHaveClass('pub-scroll--wide', 'pub-scroll--end');
  expect(frame).not.toHaveClass('pub-scroll--start');
  expect(screen.getByText('Scroll the table sideways to see the other columns')).toBeInTheDocument();
  sized(box, 970, 358, 612);
  act(() => {
    box.dispatchEvent(new Event('scroll'));
  });
  expect(frame).toHaveClass('pub-scroll--start');
  expect(frame).not.toHaveClass('pub-scroll--end');
});
