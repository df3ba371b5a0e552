/** Gallery sections: buttons, fields, choices, chips, tabs, the age range and the date of birth. */
import { useState } from 'react';
import {
  Button, Checkbox, Chip, ChipGroup, DateOfBirthPicker, FormField, Heart, LogIn, Mail, MessageCircle, RadioGroup, RangeSlider,
  Search, SegmentedTabs, Select, TextField,
} from './ui';
import { Row, Section, Specimen } from './frame';
import type { GalleryLocale, GalleryTexts } from './texts';

/** "Today" is fixed so the year list (and the screenshots) never change. */
const TODAY = new Date(Date.UTC(2026, 0, 15));

export function Buttons({ t }: { t: GalleryTexts }) {
  return (
    <Section title={t.buttons}>
      <Row>
        <Specimen state="primary"><Button block icon={<LogIn size={20} aria-hidden="true" />}>{t.login}</Button></Specimen>
        <Specimen state="secondary"><Button block variant="secondary">{t.signupFree}</Button></Specimen>
        <Specimen state="outline"><Button block variant="outline">{t.cancel}</Button></Specimen>
        <Specimen state="ghost"><Button block variant="ghost" icon={<MessageCircle size={20} aria-hidden="true" />}>{t.chat}</Button></Specimen>
        <Specimen state="danger"><Button block variant="danger">{t.delete}</Button></Specimen>
        <Specimen state="link"><Button variant="link">{t.forgot}</Button></Specimen>
        <Specimen state="loading"><Button block loading>{t.sending}</Button></Specimen>
        <Specimen state="disabled"><Button block disabled>{t.next}</Button></Specimen>
        <Specimen state="small · secondary · icon"><Button size="small" variant="secondary" icon={<Heart size={16} aria-hidden="true" />}>{t.like}</Button></Specimen>
        <Specimen state="large"><Button size="large" block>{t.next}</Button></Specimen>
      </Row>
    </Section>
  );
}

export function Fields({ t }: { t: GalleryTexts }) {
  return (
    <Section title={t.fields}>
      <Row $min={260}>
        <Specimen state="default · hint"><TextField label={t.email} type="email" hint={t.emailHint} icon={<Mail size={20} />} /></Specimen>
        <Specimen state="error"><TextField label={t.email} type="email" defaultValue="anna@" error={t.emailError} /></Specimen>
        <Specimen state="disabled"><TextField label={t.disabledField} defaultValue="anna_31" disabled /></Specimen>
        <Specimen state="search icon"><TextField label={t.search} type="search" icon={<Search size={20} />} /></Specimen>
        <Specimen state="password (FormField)"><FormField label={t.password} type="password" defaultValue="geheim123" /></Specimen>
        <Specimen state="select">
          <Select label={t.region} defaultValue="">
            <option value="">{t.chooseRegion}</option>
            {t.regions.map((r) => <option key={r}>{r}</option>)}
          </Select>
        </Specimen>
        <Specimen state="select · error">
          <Select label={t.region} defaultValue="" error={t.regionError}>
            <option value="">{t.chooseRegion}</option>
          </Select>
        </Specimen>
        <Specimen state="textarea"><FormField as="textarea" label={t.sample} defaultValue={t.intro} /></Specimen>
      </Row>
    </Section>
  );
}

export function Choices({ t }: { t: GalleryTexts }) {
  const [gender, setGender] = useState<string | null>('f');
  const [interests, setInterests] = useState<string[]>([t.interestList[0]!, t.interestList[2]!]);
  const toggle = (item: string) => setInterests((list) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]));
  return (
    <Section title={t.choices}>
      <Row $min={300}>
        <Specimen state="radio tiles · checked">
          <RadioGroup legend={t.iAm} name="g-gender" value={gender} onChange={setGender} options={[{ value: 'm', label: t.man }, { value: 'f', label: t.woman }]} />
        </Specimen>
        <Specimen state="radio tiles · error">
          <RadioGroup legend={t.seeking} name="g-seeking" value={null} onChange={() => {}} error={t.chooseOne} options={[{ value: 'f', label: t.women }, { value: 'm', label: t.men }]} />
        </Specimen>
        <Specimen state="radio list · disabled option">
          <RadioGroup layout="list" legend={t.seeking} name="g-list" value="f" onChange={() => {}} options={[{ value: 'f', label: t.women }, { value: 'm', label: t.men, disabled: true }]} />
        </Specimen>
        <Specimen state="checkbox · checked / error / disabled">
          <Checkbox label={t.remember} defaultChecked />
          <Checkbox label={t.terms} error={t.termsError} />
          <Checkbox label={t.newsletter} disabled />
        </Specimen>
      </Row>
      <Specimen state="chips · selected / not / disabled">
        <ChipGroup aria-label={t.interests}>
          {t.interestList.map((item, i) => (
            <Chip key={item} selected={interests.includes(item)} onChange={() => toggle(item)} disabled={i === t.interestList.length - 1}>
              {item}
            </Chip>
          ))}
        </ChipGroup>
      </Specimen>
    </Section>
  );
}

export function Ranges({ t, locale }: { t: GalleryTexts; locale: GalleryLocale }) {
  const [tab, setTab] = useState('received');
  const [age, setAge] = useState<[number, number]>([25, 40]);
  const [dob, setDob] = useState('1994-03-09');
  return (
    <Section title={`${t.tabs} · ${t.age} · ${t.dob}`}>
      <Specimen state="segmented tabs">
        <SegmentedTabs label={t.likesTabs} value={tab} onChange={setTab} tabs={[{ id: 'received', label: t.received }, { id: 'given', label: t.given }, { id: 'matches', label: t.matches }]} />
      </Specimen>
      <Row $min={300} style={{ marginTop: 24 }}>
        <Specimen state="range · two thumbs">
          <RangeSlider label={t.age} min={18} max={99} value={age} onChange={setAge} fromLabel={t.ageFrom} toLabel={t.ageTo} format={t.years} />
        </Specimen>
        <Specimen state={`date of birth · ${locale}`}>
          <DateOfBirthPicker legend={t.dob} locale={locale} value={dob} onChange={setDob} labels={{ day: t.day, month: t.month, year: t.year }} today={TODAY} />
        </Specimen>
        <Specimen state="date of birth · empty · error">
          <DateOfBirthPicker legend={t.dob} locale={locale} value="" onChange={() => {}} labels={{ day: t.day, month: t.month, year: t.year }} today={TODAY} error={t.dobError} />
        </Specimen>
      </Row>
    </Section>
  );
}
