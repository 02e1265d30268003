// without wfxt: each line is rejected
wfet	x2
wfit	x14
