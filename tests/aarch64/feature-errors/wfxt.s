// without wfxt: each line is rejected
wfet	x28
wfit	x13
