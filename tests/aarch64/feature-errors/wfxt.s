// without wfxt: each line is rejected
wfet	x8
wfit	x21
