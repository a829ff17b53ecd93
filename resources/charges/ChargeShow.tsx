import { Descriptions, Typography } from "antd";
import { useParams } from "react-router";
import { formatDateTime } from "@common/dates";
import { chargeKindLabel } from "@common/labels";
import { formatMoney } from "@common/money";
import { RecordPage, useRecord } from "../../src/components/show";
import { chargeTexts } from "../../src/messages";
import { ChargeFor, ChargeStatusTag, paidWith } from "./parts";
import type { ChargeDetail } from "./types";
import { nameWithEmail } from "@common/names";

const none = <Typography.Text type="secondary">—</Typography.Text>;

/** /charges/{id} (members): one charge, what it paid for, and the processor's references for support. */
export default function ChargeShow() {
  const show = useRecord<ChargeDetail>("charges", useParams().id);
  return (
    <RecordPage
      show={show}
      resource="charges"
      noun="Charge"
      notFoundHint="This charge does not exist or belongs to another company."
      fetchFailed={chargeTexts.fetchFailed}
      title={(c) => `Charge #${c.id}`}
    >
      {(c) => (
        <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label="Status">
            <ChargeStatusTag status={c.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Kind">{chargeKindLabel(c.kind)}</Descriptions.Item>
          <Descriptions.Item label="Amount">{formatMoney(c.amount)}</Descriptions.Item>
          <Descriptions.Item label="Paid with">{paidWith(c)}</Descriptions.Item>
          <Descriptions.Item label="Customer">{nameWithEmail(c.user_name, c.user_email)}</Descriptions.Item>
          <Descriptions.Item label="For">
            <ChargeFor charge={c} />
          </Descriptions.Item>
          <Descriptions.Item label="When">{formatDateTime(c.created_at)}</Descriptions.Item>
          <Descriptions.Item label="Failure">
            {c.failure_message ? <Typography.Text type="danger">{c.failure_message}</Typography.Text> : none}
          </Descriptions.Item>
          <Descriptions.Item label="Processor reference">{c.processor_ref ?? none}</Descriptions.Item>
          <Descriptions.Item label="Idempotency key">
            <Typography.Text code>{c.idempotency_key}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </RecordPage>
  );
}
