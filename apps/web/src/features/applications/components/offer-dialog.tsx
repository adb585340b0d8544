import { Modal, NumberInput, Select, SimpleGrid, Text } from "@mantine/core";
import type { ApplicationDetail } from "@stint/shared/applications";
import { CURRENCIES, type Currency, MAX_PAY, type Pay, type PayPeriod } from "@stint/shared/jobs";
import {
  latestAnswerBy,
  MAX_OFFER_ANSWER_DAYS,
  MAX_OFFER_MESSAGE_LENGTH,
  type Offer,
  type OfferTerms,
  offerTermsSchema,
} from "@stint/shared/offers";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DateField } from "../../../components/date-field.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { formatDecimal, formatNumber, todayIso } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { moveApplication } from "../api/move-application.ts";
import { reviseOffer } from "../api/offers.ts";

/** What a new offer starts from: the job's start date and the low end of its pay. */
export type OfferDefaults = { startDate: string | null; pay: Pay | null };

type Values = {
  startDate: string | null;
  pay: { amount: number | string; currency: Currency; period: PayPeriod };
  answerBy: string | null;
  message: string;
};

const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
// The move's errors name the offer's fields under `offer.`; the form's are the terms themselves.
const MOVE_FIELDS = Object.fromEntries(
  ["startDate", "pay", "pay.amount", "pay.currency", "pay.period", "answerBy", "message"].map((path) => [
    `offer.${path}`,
    path,
  ]),
);
const DAY_MS = 86_400_000;
const inDays = (days: number) => todayIso(new Date(Date.now() + days * DAY_MS));

function initialValues(current: Offer | null, defaults: OfferDefaults): Values {
  if (current) {
    return {
      startDate: current.startDate,
      pay: current.pay ?? { amount: "", currency: defaults.pay?.currency ?? "EUR", period: "month" },
      answerBy: current.answerBy,
      message: current.message ?? "",
    };
  }
  const startDate = defaults.startDate && defaults.startDate >= todayIso() ? defaults.startDate : null;
  return {
    startDate,
    pay: {
      amount: defaults.pay?.min ?? "",
      currency: defaults.pay?.currency ?? "EUR",
      period: defaults.pay?.period ?? "month",
    },
    answerBy: inDays(7),
    message: "",
  };
}

const toPayload = (values: Values) =>
  ({
    startDate: values.startDate ?? "",
    pay: { ...values.pay, amount: values.pay.amount === "" ? undefined : values.pay.amount },
    answerBy: values.answerBy ?? "",
    message: values.message,
  }) as OfferTerms;

type Props = {
  opened: boolean;
  onClose: () => void;
  applicationId: string;
  name: string;
  jobTitle: string;
  defaults: OfferDefaults;
  /** The open offer to change; without it the dialog makes the offer (the move to `offer`). */
  current?: Offer | null;
  onSaved: (saved: ApplicationDetail) => void | Promise<void>;
};

function OfferForm({ onClose, applicationId, name, jobTitle, defaults, current = null, onSaved }: Props) {
  const { t } = useTranslation("applications");
  const periodOptions = [
    { value: "month", label: t("offerForm.perMonth") },
    { value: "year", label: t("offerForm.perYear") },
  ];
  const apiForm = useApiForm<Values, OfferTerms, ApplicationDetail>({
    initialValues: initialValues(current, defaults),
    schema: offerTermsSchema,
    toPayload,
    fieldMap: current ? undefined : MOVE_FIELDS,
    submit: (terms) =>
      current ? reviseOffer(applicationId, terms) : moveApplication(applicationId, { status: "offer", offer: terms }),
    // Making an offer moves the application; changing one is seen in the same places.
    changes: (saved) => ["application.moved", [saved]],
    onSuccess: async (saved) => {
      await onSaved(saved);
      onClose();
    },
  });
  const { form } = apiForm;
  const values = form.getValues();
  return (
    <DialogForm
      apiForm={apiForm}
      label={t(current ? "offerForm.changeTitle" : "offerForm.makeTitle", { name })}
      errorTitle={current ? t("offerForm.changeError") : t("offerForm.makeError")}
      submitLabel={current ? t("offerForm.changeSubmit") : t("offerForm.makeSubmit")}
      onCancel={onClose}
    >
      <Text size="sm">
        {t(current ? "offerForm.changeText" : "offerForm.makeText", { name, title: jobTitle })}{" "}
        {t("offerForm.expires", { count: MAX_OFFER_ANSWER_DAYS })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <DateField
          label={t("offerForm.startDate")}
          required
          minDate={todayIso()}
          data-autofocus
          {...form.getInputProps("startDate")}
          value={values.startDate}
          onChange={(value) => form.setFieldValue("startDate", value)}
        />
        <DateField
          label={t("offer.answerBy")}
          required
          minDate={inDays(1)}
          maxDate={latestAnswerBy()}
          {...form.getInputProps("answerBy")}
          value={values.answerBy}
          onChange={(value) => form.setFieldValue("answerBy", value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
        <NumberInput
          size="md"
          label={t("offer.payLabel")}
          required
          min={0}
          max={MAX_PAY}
          // The page's locale's separators (4,200 / 4.200 / 4’200), as every other amount on the page reads.
          thousandSeparator={formatNumber(1000).replace(/\d/g, "")}
          decimalSeparator={formatDecimal(1.5).replace(/\d/g, "")}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("pay.amount")}
        />
        <Select
          label={t("offerForm.currency")}
          data={currencyOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("pay.currency")}
        />
        <Select
          label={t("offerForm.period")}
          data={periodOptions}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("pay.period")}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t("offerForm.message", { name })}
        required
        max={MAX_OFFER_MESSAGE_LENGTH}
        {...form.getInputProps("message")}
        value={values.message}
      />
    </DialogForm>
  );
}

/** The company makes an offer (start, pay, answer-by day, message), or changes the terms of an open one. */
export function OfferDialog(props: Props) {
  const { t } = useTranslation("applications");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.current ? "offerForm.changeTitle" : "offerForm.makeTitle", { name: props.name })}
      centered
      size="lg"
    >
      <OfferForm {...props} />
    </Modal>
  );
}
