// without wfxt: each line is rejected
wfet	x0
wfit	x22
