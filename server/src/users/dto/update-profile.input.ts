import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { NameRules, PhoneShape } from './account-rules';

/** Profile update: name, phone and address. The e-mail is not part of it and can never change. */
@InputType()
export class UpdateProfileInput {
  @Field()
  @Trim()
  @NameRules()
  name: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @PhoneShape()
  phone?: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(
    IsString({ message: 'Please enter a valid address' }),
    MaxLength(300, { message: 'Address must not exceed 300 characters' }),
    NoControlCharacters('Please enter a valid address'),
  )
  address?: string;
}
