import { expect, test } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { HostProvider, useCredits, useMember, useSession } from './host';
import { hostDouble, memberFixture } from './testing';

/** Counts each render of a component reading one part of the session. */
function renderCounting() {
  const renders = { member: 0, credits: 0, whole: 0 };
  function MemberReader() {
    renders.member += 1;
    return <p>{useMember()?.profile.name ?? 'visitor'}</p>;
  }
  function CreditsReader() {
    renders.credits += 1;
    return <p>{useCredits()}</p>;
  }
  function WholeReader() {
    renders.whole += 1;
    return <p>{useSession().counts.messages}</p>;
  }
  const double = hostDouble({ member: memberFixture({ credits: 12 }) });
  render(
    <HostProvider host={double.host}>
      <MemberReader />
      <CreditsReader />
      <WholeReader />
    </HostProvider>,
  );
  return { ...double, renders };
}

test('a badge total changing renders again what reads the whole session, not what reads the member or the credits', () => {
  const { setCounts, renders } = renderCounting();
  expect(renders).toEqual({ member: 1, credits: 1, whole: 1 });

  act(() => setCounts({ messages: 1 }));
  act(() => setCounts({ messages: 2, likes: 1 }));

  expect(renders).toEqual({ member: 1, credits: 1, whole: 3 });
});

test('another member renders again every reader of the member and the credits', () => {
  const { host, renders } = renderCounting();

  act(() => host.session.signIn(memberFixture({ credits: 40 }, { name: 'Bram' })));

  expect(renders).toEqual({ member: 2, credits: 2, whole: 2 });
});
