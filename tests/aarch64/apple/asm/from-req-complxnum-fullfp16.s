// mattr: +complxnum,+fullfp16
fcadd.4h v30, v3, v19, #270
fcadd.8h v10, v23, v7, #270
fcmla.4h v20, v3, v28, #90
fcmla.4h v7, v16, v5[0], #270
fcmla.8h v17, v3, v3, #270
fcmla.8h v24, v14, v23[2], #90
