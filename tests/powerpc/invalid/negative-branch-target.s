# expect: other
# '-' right after the mnemonic joins it: 'b -4' is mnemonic 'b-'
b -4
