/** The payment methods offered in the member's country, each with its mark; a list, or a choice on the order page. */
import styled from 'styled-components';
import { useTexts } from '@dating/remote-kit';
import type { PaymentMethod } from '@dating/shared-contracts';
import { RadioGroup, colors, radii, space } from '@dating/shared-ui';
import { MethodMark } from './method-mark';
import { browserSupports } from './method-names';
import { useMethodName } from './use-method-name';

const Marks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]}px;
`;

const Named = styled.li`
  svg {
    flex: none;
  }
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  padding: ${space[1]}px ${space[2]}px ${space[1]}px ${space[1]}px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.normal};
  background: ${colors.surface};
`;

const ChoiceLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]}px;
  svg {
    flex: none;
  }
`;

/** The methods this browser can use, of those offered. */
export function usableMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter(browserSupports);
}

/** The methods as marks with their names. */
export function MethodList({ methods }: { methods: readonly PaymentMethod[] }) {
  const name = useMethodName();
  return (
    <Marks data-testid="methods">
      {usableMethods(methods).map((method) => (
        <Named key={method} data-testid="method" data-method={method}>
          <MethodMark method={method} />
          {name(method)}
        </Named>
      ))}
    </Marks>
  );
}

/** The choice of a method on the order page. */
export function MethodChoice({ methods, value, onChange }: { methods: readonly PaymentMethod[]; value: PaymentMethod | null; onChange: (method: PaymentMethod) => void }) {
  const t = useTexts();
  const name = useMethodName();
  return (
    <RadioGroup
      legend={t('order.method')}
      name="method"
      layout="tiles"
      testId="method-choice"
      value={value}
      onChange={(method) => onChange(method as PaymentMethod)}
      options={usableMethods(methods).map((method) => ({ value: method, label: <ChoiceLabel><MethodMark method={method} width={44} />{name(method)}</ChoiceLabel> }))}
    />
  );
}
