/** The rules screens' pure helpers: parameter definitions, the client parameter check, thing rows. */
import { describe, expect, it } from 'vitest';
import {
  batchErrors,
  checkThingParameters,
  defRowsOf,
  emptyParameterDef,
  type ParameterDef,
  parameterInputs,
  parameterTexts,
  thingRows,
} from './rulesParameters';

const notice: ParameterDef[] = [
  { key: 'text', description: 'Notice text', type: 'string', isArray: false, required: true, default: null },
  { key: 'noti', description: null, type: 'string', isArray: false, required: false, default: null },
];

describe('checkThingParameters', () => {
  it('refuses a missing required key with REQUIRED_PARAMETER and the key', () => {
    expect(checkThingParameters(notice, { noti: 'X' })).toEqual({
      ok: false,
      error: { key: 'REQUIRED_PARAMETER', values: { key: 'text' } },
    });
  });

  it('accepts a required key left blank when the definition has a default', () => {
    const defs = [{ ...notice[0], default: JSON.stringify('Hello') } as ParameterDef];
    expect(checkThingParameters(defs, {})).toEqual({ ok: true, values: {} });
  });

  it('types numbers, booleans and arrays, and drops keys the action does not define', () => {
    const defs: ParameterDef[] = [
      { key: 'timeoutMs', type: 'number', isArray: false, required: false },
      { key: 'loud', type: 'boolean', isArray: false, required: false },
      { key: 'tags', type: 'string', isArray: true, required: false },
    ];
    expect(checkThingParameters(defs, { timeoutMs: '500', loud: 'true', tags: 'a, b', other: 'x' })).toEqual({
      ok: true,
      values: { timeoutMs: 500, loud: true, tags: ['a', 'b'] },
    });
  });

  it('refuses a value of the wrong type with INVALID_PARAMETER_TYPE', () => {
    const defs: ParameterDef[] = [{ key: 'timeoutMs', type: 'number', isArray: false, required: true }];
    expect(checkThingParameters(defs, { timeoutMs: 'soon' })).toEqual({
      ok: false,
      error: { key: 'INVALID_PARAMETER_TYPE', values: { key: 'timeoutMs' } },
    });
  });
});

describe('parameter definition rows', () => {
  it('turns rows into the action input, blank rows dropped and defaults as JSON', () => {
    const rows = [
      { ...emptyParameterDef(), key: ' text ', required: true },
      emptyParameterDef(),
      { ...emptyParameterDef(), key: 'count', type: 'number', default: '3' },
    ];
    expect(parameterInputs(rows)).toEqual({
      ok: true,
      parameter: [
        { key: 'text', description: null, type: 'string', isArray: false, required: true, default: null },
        { key: 'count', description: null, type: 'number', isArray: false, required: false, default: '3' },
      ],
    });
  });

  it('refuses a duplicate key and a default that does not fit its type', () => {
    const text = { ...emptyParameterDef(), key: 'text' };
    expect(parameterInputs([text, text])).toMatchObject({ ok: false, error: { key: 'DUPLICATE_PARAMETER' } });
    expect(parameterInputs([{ ...text, type: 'boolean', default: 'maybe' }])).toMatchObject({
      ok: false,
      error: { key: 'INVALID_PARAMETER_TYPE', values: { key: 'text' } },
    });
  });

  it('reads stored definitions back into rows', () => {
    const rows = defRowsOf([{ key: 'n', type: 'number', isArray: true, required: false, default: '[1,2]' }]);
    expect(rows).toEqual([
      { key: 'n', description: '', type: 'number', isArray: true, required: false, default: '1, 2' },
    ]);
    expect(parameterTexts('{"text":"Hi","n":[1,2]}')).toEqual({ text: 'Hi', n: '1, 2' });
    expect(parameterTexts('not json')).toEqual({});
  });
});

describe('thing rows', () => {
  const batch = {
    title: 'Bell',
    event: 'ev-1',
    action: 'NOTICE',
    site: 'site-1',
    spot: 'spot-1',
    devices: [],
  };

  it('makes one row per device, parameters once each', () => {
    const rows = thingRows(
      { ...batch, devices: [{ mac: 'AA:BB:CC:DD:EE:01', name: 'Desk 1' }, { mac: 'AA:BB:CC:DD:EE:02' }] },
      { text: 'Hi' },
    );
    expect(rows).toEqual([
      {
        event: 'ev-1',
        action: 'NOTICE',
        site: 'site-1',
        spot: 'spot-1',
        parameter: '{"text":"Hi"}',
        title: 'Bell (Desk 1)',
        device: { mac: 'AA:BB:CC:DD:EE:01', name: 'Desk 1' },
      },
      {
        event: 'ev-1',
        action: 'NOTICE',
        site: 'site-1',
        spot: 'spot-1',
        parameter: '{"text":"Hi"}',
        title: 'Bell (AA:BB:CC:DD:EE:02)',
        device: { mac: 'AA:BB:CC:DD:EE:02', name: null },
      },
    ]);
  });

  it('makes one row for the classroom when no device is chosen', () => {
    expect(thingRows(batch, {})).toEqual([
      { event: 'ev-1', action: 'NOTICE', site: 'site-1', spot: 'spot-1', parameter: '{}', title: 'Bell' },
    ]);
  });

  it('names what is missing: event, action, and nothing to create', () => {
    expect(batchErrors({ ...batch, event: undefined, action: undefined, site: undefined })).toEqual({
      event: { key: 'REQUIRED_EVENT' },
      action: { key: 'REQUIRED_ACTION' },
      site: { key: 'REQUIRED_EVENTS' },
    });
    expect(batchErrors(batch)).toEqual({});
  });
});
