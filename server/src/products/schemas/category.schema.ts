import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** The merchant's categories: the shop's menu, filters and home cards list the visible ones in `position` order. */
@Schema({ collection: 'categories', timestamps: true, autoCreate: false })
export class CategoryRecord {
  @Prop({ required: true, trim: true, minlength: 1, maxlength: 40 })
  name: string;

  /** The name in lower case: two categories never share a name, whatever its case. */
  @Prop({ required: true, unique: true })
  key: string;

  /** Where the category stands in the merchant's order, lowest first. */
  @Prop({ required: true, default: 0 })
  position: number;

  /** Left out of the shop's menu, filters, home cards and sitemap; the admin may still choose it for a product. */
  @Prop({ default: false })
  hidden: boolean;

  /** The category's own picture (an uploaded picture's URL), shown on its home card. */
  @Prop()
  picture?: string;

  /** Names the category had before, so that old `/category/<name>` links still find it. */
  @Prop({ type: [String], default: [] })
  formerNames: string[];

  createdAt: Date;
  updatedAt: Date;
}

export type CategoryDocument = HydratedDocument<CategoryRecord>;
export const CategorySchema = SchemaFactory.createForClass(CategoryRecord);
CategorySchema.index({ position: 1 });
