// without wfxt: each line is rejected
wfet	x14
wfit	x3
