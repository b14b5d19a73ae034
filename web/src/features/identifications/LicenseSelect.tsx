// The media licence selector of the upload, edit and profile forms: the licences iNaturalist and Flickr offer,
// each with a one-line explanation of what others may do with the photo.
import { MEMBER_LICENSES, type MemberLicense } from '@common/constants/licenses';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';

const KEY: Record<MemberLicense, string> = {
  'all-rights-reserved': 'arr',
  'CC0-1.0': 'cc0',
  'CC-BY-4.0': 'by',
  'CC-BY-SA-4.0': 'bySa',
  'CC-BY-NC-4.0': 'byNc',
  'CC-BY-NC-SA-4.0': 'byNcSa',
  'CC-BY-ND-4.0': 'byNd',
  'CC-BY-NC-ND-4.0': 'byNcNd',
};

export function LicenseSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: MemberLicense;
  onChange: (license: MemberLicense) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{t('identifications.license.label')}</Label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as MemberLicense)}
        aria-describedby={`${id}-help`}
      >
        {MEMBER_LICENSES.map((code) => (
          <option key={code} value={code}>
            {t(`identifications.license.names.${KEY[code]}`)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-help`} className="text-xs text-stone-600">
        {t(`identifications.license.help.${KEY[value]}`)}
      </p>
    </div>
  );
}
