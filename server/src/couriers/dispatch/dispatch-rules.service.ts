import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { COURIERS, type CourierCode } from '../../orders/courier-directory';
import type { StoredOrder } from '../../orders/order-view';
import { DispatchRules, dispatchFor, NO_DISPATCH_RULES, ParcelFacts } from './dispatch-rules';
import type { DispatchRulesInput } from './dispatch-rules.input';
import type { DispatchChoice } from './dispatch-rules.model';
import { DISPATCH_RULES_ID, DispatchRulesRecord } from './dispatch-rules.schema';

/** The merchant's dispatch rules (the `dispatch_rules` collection) and the courier they give an order. */
@Injectable()
export class DispatchRulesService {
  constructor(@InjectModel(DispatchRulesRecord.name) private readonly records: Model<DispatchRulesRecord>) {}

  async current(): Promise<DispatchRules> {
    const record = await this.records.findById(DISPATCH_RULES_ID).lean<DispatchRulesRecord>();
    if (!record) return NO_DISPATCH_RULES;
    return {
      rules: record.rules ?? [],
      defaultCourier: (record.defaultCourier as CourierCode | null) ?? null,
      unitWeightGrams: record.unitWeightGrams,
    };
  }

  /** Replaces the rules as a whole (the input is validated by the pipe). */
  async replace(input: DispatchRulesInput): Promise<DispatchRules> {
    const rules: DispatchRules = {
      rules: input.rules.map((rule) => ({
        courier: rule.courier as CourierCode,
        cities: rule.cities,
        minCod: rule.minCod ?? null,
        maxCod: rule.maxCod ?? null,
        maxWeightGrams: rule.maxWeightGrams ?? null,
      })),
      defaultCourier: (input.defaultCourier as CourierCode | null) ?? null,
      unitWeightGrams: input.unitWeightGrams,
    };
    await this.records.updateOne({ _id: DISPATCH_RULES_ID }, { $set: rules }, { upsert: true });
    return rules;
  }

  /** What the rules look at in an order: its city, the cash to collect and its weight by units. */
  factsOf(record: StoredOrder, rules: DispatchRules): ParcelFacts {
    const units = record.items.reduce((sum, line) => sum + line.quantity, 0);
    return {
      city: record.shippingAddress.city,
      codAmount: record.paymentMethod === 'COD' ? record.totalAmount : 0,
      weightGrams: units * rules.unitWeightGrams,
    };
  }

  /** The courier for an order among the bookable ones; undefined when none can be booked. */
  choose(record: StoredOrder, rules: DispatchRules, bookable: readonly CourierCode[]): DispatchChoice | undefined {
    const chosen = dispatchFor(rules, this.factsOf(record, rules), bookable);
    return chosen && { courier: chosen.courier, courierName: COURIERS[chosen.courier].name, rule: chosen.rule };
  }
}
