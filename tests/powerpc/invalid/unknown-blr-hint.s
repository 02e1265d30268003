# expect: unknown-mnemonic
# blr has no +/- hint form (use bclr)
blr+
