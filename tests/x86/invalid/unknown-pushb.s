# expect: unknown-mnemonic
# push has no 8-bit form
pushb $1
