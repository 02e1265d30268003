// without sb: each line is rejected
sb
