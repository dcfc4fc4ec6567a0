import { normalizeLocale } from '@shiplabel/shared/locale';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryMatches, countryOptions, countryRank } from './countryOptions.ts';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'mode'> & { 'data-testid'?: string };

/**
 * The country field of every address form: a searchable list of the ISO 3166-1 countries named in the
 * reader's language with their code; the form's value stays the two-letter code.
 */
export function CountrySelect(props: Props) {
  const { i18n, t } = useTranslation('common');
  const locale = normalizeLocale(i18n.language);
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <Select<string>
      showSearch={{
        filterOption: (input, option) => countryMatches(input, String(option?.value ?? '')),
        filterSort: (a, b, { searchValue }) =>
          countryRank(searchValue, String(a.value)) - countryRank(searchValue, String(b.value)),
      }}
      options={options}
      placeholder={t('countryPlaceholder')}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}
