import { average, percentages, possessionToMinutes, round2 } from './format.js';

describe('possessionToMinutes', () => {
  it('converts mm:ss to decimal minutes', () => {
    expect(possessionToMinutes('29:30')).toBe(29.5);
    expect(possessionToMinutes('31:20')).toBe(31.33);
    expect(possessionToMinutes(' 5:03 ')).toBe(5.05);
    expect(possessionToMinutes('105:00')).toBe(105);
  });

  it('takes plain numbers as minutes and refuses the rest', () => {
    expect(possessionToMinutes(42)).toBe(42);
    expect(possessionToMinutes('42.5')).toBe(42.5);
    expect(possessionToMinutes('12:75')).toBeNull();
    expect(possessionToMinutes('abc')).toBeNull();
    expect(possessionToMinutes(null)).toBeNull();
    expect(possessionToMinutes(-1)).toBeNull();
  });
});

describe('percentages', () => {
  it('gives two shares with 2 decimals that sum to 100', () => {
    expect(percentages(1, 2)).toEqual([33.33, 66.67]);
    expect(percentages(29.5, 30.5)).toEqual([49.17, 50.83]);
    expect(percentages(0, 0)).toEqual([0, 0]);
    expect(percentages(3, 0)).toEqual([100, 0]);
  });
});

describe('round2 and average', () => {
  it('rounds half up without float artefacts', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(average(4, 3)).toBe(1.33);
    expect(average(4, 0)).toBe(0);
  });
});
