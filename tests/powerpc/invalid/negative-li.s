# expect: other
# 'li -1, 5' is parsed as mnemonic 'li-'
li -1, 5
