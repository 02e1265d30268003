# expect: unknown-mnemonic
# mulhw has no OE form
mulhwo 3, 4, 5
