// mattr: +complxnum,+fullfp16
fcadd.4h v5, v4, v16, #90
fcadd.8h v28, v19, v25, #270
fcmla.4h v2, v14, v2, #270
fcmla.4h v26, v22, v25[0], #270
fcmla.8h v15, v7, v15, #270
fcmla.8h v5, v27, v5[3], #90
