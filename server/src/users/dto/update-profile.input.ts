import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';
import { NAME_PATTERN, PHONE_PATTERN } from './account-rules';

/** Profile update: name, phone and address. The e-mail is not part of it and can never change. */
@InputType()
export class UpdateProfileInput {
  @Field()
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name is required' }),
    MinLength(3, { message: 'Name must be at least 3 characters long' }),
    MaxLength(15, { message: 'Name must not exceed 15 characters' }),
    Matches(NAME_PATTERN, { message: 'Name can only contain letters and spaces' }),
  )
  name: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(IsString({ message: 'Please enter a valid phone number' }), Matches(PHONE_PATTERN, { message: 'Please enter a valid phone number' }))
  phone?: string;

  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(IsString({ message: 'Please enter a valid address' }), MaxLength(300, { message: 'Address must not exceed 300 characters' }))
  address?: string;
}
