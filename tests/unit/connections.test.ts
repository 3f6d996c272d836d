import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConnectionPhase, connectionsToShed, descriptorLimitFrom, serverLimits } from '../../rules/connections';

const c = (id: number, phase: ConnectionPhase) => ({ id, phase });

describe('connectionsToShed', () => {
  it('closes nothing under the limit', () => {
    expect(connectionsToShed([c(1, 'waiting'), c(2, 'idle')], 2, 2)).toEqual([]);
  });

  it('closes the oldest waiting or idle connections, never one being answered', () => {
    const open = [c(1, 'busy'), c(2, 'waiting'), c(3, 'idle'), c(4, 'busy'), c(5, 'waiting')];
    expect(connectionsToShed(open, 5, 3).map(x => x.id)).toEqual([2, 3]);
  });

  it('refuses the newcomer only when every older connection is being answered', () => {
    const open = [c(1, 'busy'), c(2, 'busy'), c(3, 'waiting')];
    expect(connectionsToShed(open, 3, 2).map(x => x.id)).toEqual([3]);
  });

  it('leaves at most the limit open, or every busy one', () => {
    const phase = fc.constantFrom<ConnectionPhase>('waiting', 'busy', 'idle');
    fc.assert(
      fc.property(fc.array(phase, { maxLength: 60 }), fc.nat(60), (phases, limit) => {
        const open = phases.map((p, id) => c(id, p));
        const shed = connectionsToShed(open, open.length, limit);
        const left = open.filter(x => !shed.includes(x));
        const busy = open.filter(x => x.phase === 'busy').length;
        expect(shed.every(x => x.phase !== 'busy')).toBe(true);
        expect(left.length).toBe(Math.max(Math.min(open.length, limit), busy));
        // The oldest go first: every survivor that could have been shed is younger than every shed one.
        const lastShed = Math.max(-1, ...shed.map(x => x.id));
        expect(left.filter(x => x.phase !== 'busy' && x.id < lastShed)).toEqual([]);
      }),
    );
  });
});

describe('serverLimits', () => {
  it('keeps connections and the files they send within the descriptor limit', () => {
    for (const limit of [256, 512, 1024, 20_000, 1_048_576]) {
      const limits = serverLimits(limit);
      expect(limits.softConnections).toBeLessThan(limits.maxConnections);
      // A connection holds its socket and at most one file at a time.
      expect(limits.maxConnections * 2).toBeLessThanOrEqual(limit - 64);
      expect(limits.headersTimeout).toBeLessThan(limits.requestTimeout);
    }
  });

  it('reads the soft limit from /proc/self/limits', () => {
    const text = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                20000                files
`;
    expect(descriptorLimitFrom(text)).toBe(20000);
    expect(descriptorLimitFrom(text.replace('20000 ', 'unlimited'))).toBeUndefined();
    expect(descriptorLimitFrom('garbage')).toBeUndefined();
  });
});
