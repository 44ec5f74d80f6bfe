import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import type { AddressFormat } from '../../party/address-format';
import type { RegionValue } from '../../party/region-fields';
import { emptyRegionValue } from '../lib/region-value';
import { installApi, regions } from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { RegionCascade } from './region-cascade';

jest.setTimeout(20_000);

const changes = jest.fn<void, [RegionValue]>();
const levels = jest.fn<void, [number]>();
/** The cascade's last reported value (what the form holds). */
const latest = (): RegionValue => changes.mock.calls.at(-1)?.[0] ?? emptyRegionValue;
const levelCount = () => levels.mock.calls.at(-1)?.[0];

function Harness({ initial = emptyRegionValue, postalCode }: { initial?: RegionValue; postalCode?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionCascade
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
      onLevelsChange={levels}
      postalCode={postalCode}
    />
  );
}

const select = (name: RegExp) => screen.findByRole('combobox', { name });
const waitForOption = (name: string) => screen.findByRole('option', { name });

beforeEach(() => {
  changes.mockReset();
  levels.mockReset();
});

describe('RegionCascade', () => {
  it('shows a level only when the region above has children, and reports the required count', async () => {
    installApi();
    const user = userEvent.setup();
    await renderShipping(<Harness />);
    const country = await select(/^国家\/地区/);
    await waitForOption('新加坡');
    expect(screen.queryByRole('combobox', { name: /^省\/州/ })).not.toBeInTheDocument();
    expect(levelCount()).toBe(1);

    // Singapore has no states: the cascade stays at one level.
    await user.selectOptions(country, regions.singapore.id);
    expect(latest().regionLv0Id).toBe(regions.singapore.id);
    expect(screen.queryByRole('combobox', { name: /^省\/州/ })).not.toBeInTheDocument();

    await user.selectOptions(country, regions.china.id);
    const province = await select(/^省\/州/);
    await waitForOption('广东省');
    await user.selectOptions(province, regions.guangdong.id);
    const city = await select(/^城市/);
    await waitForOption('深圳市');
    await user.selectOptions(city, regions.shenzhen.id);
    const district = await select(/^区\/县/);
    await waitForOption('南山区');
    await user.selectOptions(district, regions.nanshan.id);
    expect(latest()).toEqual({
      ...emptyRegionValue,
      regionLv0Id: regions.china.id,
      regionLv1Id: regions.guangdong.id,
      regionLv2Id: regions.shenzhen.id,
      regionLv3Id: regions.nanshan.id,
    });
    await waitFor(() => expect(levelCount()).toBe(4));
  });

  it('clears the lower levels when a level changes', async () => {
    installApi();
    const user = userEvent.setup();
    await renderShipping(
      <Harness
        initial={{
          ...emptyRegionValue,
          regionLv0Id: regions.china.id,
          regionLv1Id: regions.guangdong.id,
          regionLv2Id: regions.shenzhen.id,
          regionLv3Id: regions.nanshan.id,
        }}
      />,
    );
    const district = await select(/^区\/县/);
    await waitFor(() => expect(district).toHaveValue(regions.nanshan.id));

    await user.selectOptions(await select(/^城市/), regions.guangzhou.id);
    expect(latest()).toEqual({
      ...emptyRegionValue,
      regionLv0Id: regions.china.id,
      regionLv1Id: regions.guangdong.id,
      regionLv2Id: regions.guangzhou.id,
    });

    await user.selectOptions(await select(/^省\/州/), regions.beijing.id);
    expect(latest()).toEqual({ ...emptyRegionValue, regionLv0Id: regions.china.id, regionLv1Id: regions.beijing.id });

    await user.selectOptions(await select(/^国家\/地区/), regions.singapore.id);
    expect(latest()).toEqual({ ...emptyRegionValue, regionLv0Id: regions.singapore.id });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^省\/州/ })).not.toBeInTheDocument());
  });

  it('fills the typed levels from a postal code (first match), in English', async () => {
    const calls = installApi();
    const user = userEvent.setup();
    await renderShipping(<Harness initial={{ ...emptyRegionValue, regionLv0Id: regions.usa.id }} postalCode="10001" />, { locale: 'en' });
    await screen.findByLabelText(/^State/);
    await user.click(screen.getByRole('button', { name: 'Fill region from postal code' }));
    expect(await screen.findByText('The region was filled in from the postal code; please check it.')).toBeInTheDocument();
    // The US takes typed names: the chain's names, which the server matches to the same regions.
    expect(latest()).toEqual({ ...emptyRegionValue, regionLv0Id: regions.usa.id, stateName: regions.newYork.displayName, cityName: regions.newYorkCity.displayName });
    expect(screen.getByLabelText(/^State/)).toHaveValue('纽约州');
    expect(screen.getByLabelText(/^City/)).toHaveValue('New York');
    const lookup = calls.find((call) => call.path.endsWith('/list-by-postal-code'));
    expect(lookup?.query.get('countryCode')).toBe('US');
    expect(lookup?.language).toBe('en');
  });

  it("types a Japanese address's prefecture under the country's label, our prefectures as suggestions, no city level", async () => {
    installApi();
    const user = userEvent.setup();
    const formats = jest.fn();
    function Typed() {
      const [value, setValue] = useState<RegionValue>(emptyRegionValue);
      return <RegionCascade value={value} onChange={(next) => { changes(next); setValue(next); }} onLevelsChange={levels} onFormatChange={formats} />;
    }
    await renderShipping(<Typed />);
    await waitForOption('日本');
    await user.selectOptions(await select(/^国家\/地区/), regions.japan.id);
    const prefecture = await screen.findByRole('combobox', { name: /^都道府县/ });
    expect(prefecture).toBeRequired();
    // The suggestions: our prefectures of Japan; any text is accepted.
    await waitFor(() => expect(document.querySelector(`#${CSS.escape(prefecture.getAttribute('list') ?? '')} option[value="东京都"]`)).not.toBeNull());
    await user.type(prefecture, 'Tokyo');
    expect(latest()).toEqual({ ...emptyRegionValue, regionLv0Id: regions.japan.id, stateName: 'Tokyo' });
    expect(screen.queryByLabelText(/^城市/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^省\/州/ })).not.toBeInTheDocument();
    expect(levelCount()).toBe(1);
    expect(formats).toHaveBeenLastCalledWith(
      expect.objectContaining({ countryCode: 'JP', cascade: false, typedLevels: [{ field: 'stateName', label: 'state:prefecture', required: true }], postalCode: 'required' }),
    );
  });

  it('reports the format again when the form holds another (an address from the book replaced the party)', async () => {
    installApi();
    const user = userEvent.setup();
    const formats = jest.fn();
    const japan = { ...emptyRegionValue, regionLv0Id: regions.japan.id };
    function Form() {
      // What the form holds: what the cascade reported, until a replaced party brings none (partyFromAddress).
      const [held, setHeld] = useState<AddressFormat | null | undefined>(undefined);
      // Stable, as the party fields' callback.
      const report = useCallback((format: AddressFormat | null) => {
        formats(format);
        setHeld(format);
      }, []);
      return (
        <>
          <RegionCascade value={japan} onChange={changes} onFormatChange={report} reportedFormat={held} />
          <button type="button" onClick={() => setHeld(null)}>
            replace
          </button>
        </>
      );
    }
    await renderShipping(<Form />);
    await waitFor(() => expect(formats).toHaveBeenLastCalledWith(expect.objectContaining({ countryCode: 'JP' })));
    const reports = formats.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'replace' }));
    await waitFor(() => expect(formats).toHaveBeenCalledTimes(reports + 1));
    expect(formats).toHaveBeenLastCalledWith(expect.objectContaining({ countryCode: 'JP' }));
  });

  it("fills a Chinese sender's province and city from 518057 and leaves the district to choose", async () => {
    installApi();
    const user = userEvent.setup();
    await renderShipping(<Harness initial={{ ...emptyRegionValue, regionLv0Id: regions.china.id }} postalCode="518057" />);
    await select(/^省\/州/);
    await user.click(screen.getByRole('button', { name: '按邮编填写地区' }));
    expect(await screen.findByText('已根据邮编填写地区，请核对。')).toBeInTheDocument();
    expect(latest()).toEqual({ ...emptyRegionValue, regionLv0Id: regions.china.id, regionLv1Id: regions.guangdong.id, regionLv2Id: regions.shenzhen.id, regionLv3Id: '' });
    await waitFor(async () => expect(await select(/^区\/县/)).toHaveValue(''));
  });

  it('says that only the format is checked for a country without postal data, and checks it', async () => {
    const calls = installApi();
    const user = userEvent.setup();
    const singapore = { ...emptyRegionValue, regionLv0Id: regions.singapore.id };
    await renderShipping(<Harness initial={singapore} postalCode=" 018956" />);
    expect(await screen.findByText('该国家/地区暂无邮编数据：只检查邮编格式，请手动选择地区。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '按邮编填写地区' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '检查邮编格式' }));
    expect(await screen.findByText('邮编格式正确，请手动选择地区。')).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/list-by-postal-code'))?.query.get('postalCode')).toBe('018956');
    // Nothing was filled: the levels stay as chosen.
    expect(changes).not.toHaveBeenCalled();
  });

  it('reads in English for a country with postal data before any lookup', async () => {
    installApi();
    // In the merchant portal's catalog: both portals carry the lib's messages.
    await renderShipping(<Harness initial={{ ...emptyRegionValue, regionLv0Id: regions.usa.id }} postalCode="" />, { locale: 'en', portal: 'merchant-portal' });
    expect(await screen.findByText('Enter the postal code to fill in the state/province and city.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill region from postal code' })).toBeDisabled();
  });

  it("shows the server's message for a badly formed postal code", async () => {
    installApi();
    const user = userEvent.setup();
    await renderShipping(<Harness initial={{ ...emptyRegionValue, regionLv0Id: regions.usa.id }} postalCode="1000" />);
    await screen.findByLabelText(/^州/);
    await user.click(screen.getByRole('button', { name: '按邮编填写地区' }));
    expect(await screen.findByText('The postal code format is invalid (example: 10001).')).toBeInTheDocument();
    expect(latest().regionLv1Id).toBe('');
  });

  it('keeps the lookup disabled until a country and a postal code are given', async () => {
    installApi();
    await renderShipping(<Harness postalCode="" />);
    await waitForOption('中国');
    expect(screen.getByRole('button', { name: '按邮编填写地区' })).toBeDisabled();
  });
});
