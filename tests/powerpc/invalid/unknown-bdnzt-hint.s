# expect: unknown-mnemonic
# bdnzt/bdnzf have no +/- hint forms
bdnzt+ 2, 8
